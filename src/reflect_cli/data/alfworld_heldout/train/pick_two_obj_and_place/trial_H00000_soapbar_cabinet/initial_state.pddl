(define (problem plan_trial_H00000_soapbar_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25 - object
  SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82 - object
  Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51 - object
  SoapBottle_bar__minus_02_dot_25_bar__plus_00_dot_42_bar__minus_01_dot_61 - object
  SprayBottle_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_40 - object
  Towel_bar__plus_01_dot_13_bar__minus_00_dot_73_bar__plus_01_dot_98 - object
  Sink_bar__minus_01_dot_99_bar__plus_01_dot_06_bar__plus_01_dot_36_bar_SinkBasin - receptacle
  Cabinet_bar__plus_01_dot_94_bar__plus_00_dot_80_bar__minus_02_dot_08 - receptacle
  CounterTop_bar__plus_00_dot_34_bar__plus_00_dot_51_bar__plus_00_dot_96 - receptacle
  TowelHolder_bar__minus_01_dot_32_bar__minus_02_dot_04_bar__plus_00_dot_26 - receptacle
  Shelf_bar__plus_00_dot_53_bar__plus_01_dot_65_bar__minus_00_dot_98 - receptacle
  Drawer_bar__minus_00_dot_29_bar__minus_00_dot_01_bar__minus_00_dot_84 - receptacle
  Toilet_bar__minus_00_dot_41_bar__minus_00_dot_61_bar__plus_01_dot_54 - receptacle
  loc_bar_0_bar__minus_6_bar_0_bar_15 - location
  loc_bar_2_bar__minus_3_bar_1_bar_15 - location
  loc_bar_3_bar__minus_7_bar_1_bar_45 - location
  loc_bar_4_bar_0_bar_3_bar_30 - location
  loc_bar_6_bar__minus_8_bar_3_bar_45 - location
  loc_bar_7_bar_4_bar_0_bar_45 - location
  loc_bar__minus_2_bar_7_bar_3_bar_15 - location
  loc_bar__minus_2_bar__minus_5_bar_2_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_5_bar_2_bar_15)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TowelType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType SprayBottleType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType Sink_bar__minus_01_dot_99_bar__plus_01_dot_06_bar__plus_01_dot_36_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_99_bar__plus_01_dot_06_bar__plus_01_dot_36_bar_SinkBasin loc_bar_6_bar__minus_8_bar_3_bar_45)
  (receptacleType Cabinet_bar__plus_01_dot_94_bar__plus_00_dot_80_bar__minus_02_dot_08 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_01_dot_94_bar__plus_00_dot_80_bar__minus_02_dot_08 loc_bar_3_bar__minus_7_bar_1_bar_45)
  (openable Cabinet_bar__plus_01_dot_94_bar__plus_00_dot_80_bar__minus_02_dot_08)
  (receptacleType CounterTop_bar__plus_00_dot_34_bar__plus_00_dot_51_bar__plus_00_dot_96 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_34_bar__plus_00_dot_51_bar__plus_00_dot_96 loc_bar__minus_2_bar_7_bar_3_bar_15)
  (receptacleType TowelHolder_bar__minus_01_dot_32_bar__minus_02_dot_04_bar__plus_00_dot_26 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_01_dot_32_bar__minus_02_dot_04_bar__plus_00_dot_26 loc_bar_0_bar__minus_6_bar_0_bar_15)
  (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_01_dot_65_bar__minus_00_dot_98 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_01_dot_65_bar__minus_00_dot_98 loc_bar_2_bar__minus_3_bar_1_bar_15)
  (receptacleType Drawer_bar__minus_00_dot_29_bar__minus_00_dot_01_bar__minus_00_dot_84 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_29_bar__minus_00_dot_01_bar__minus_00_dot_84 loc_bar_4_bar_0_bar_3_bar_30)
  (openable Drawer_bar__minus_00_dot_29_bar__minus_00_dot_01_bar__minus_00_dot_84)
  (receptacleType Toilet_bar__minus_00_dot_41_bar__minus_00_dot_61_bar__plus_01_dot_54 ToiletType)
  (receptacleAtLocation Toilet_bar__minus_00_dot_41_bar__minus_00_dot_61_bar__plus_01_dot_54 loc_bar_7_bar_4_bar_0_bar_45)
  (objectType SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25 SoapBarType)
  (inReceptacle SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25 Sink_bar__minus_01_dot_99_bar__plus_01_dot_06_bar__plus_01_dot_36_bar_SinkBasin)
  (objectAtLocation SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25 loc_bar_6_bar__minus_8_bar_3_bar_45)
  (pickupable SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25)
  (cleanable SoapBar_bar__plus_02_dot_34_bar__plus_01_dot_76_bar__minus_01_dot_25)
  (objectType SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82 Toilet_bar__minus_00_dot_41_bar__minus_00_dot_61_bar__plus_01_dot_54)
  (objectAtLocation SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82 loc_bar_7_bar_4_bar_0_bar_45)
  (pickupable SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82)
  (cleanable SoapBar_bar__plus_01_dot_06_bar__plus_01_dot_13_bar__minus_01_dot_82)
  (objectType Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51 ClothType)
  (inReceptacle Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51 Toilet_bar__minus_00_dot_41_bar__minus_00_dot_61_bar__plus_01_dot_54)
  (objectAtLocation Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51 loc_bar_7_bar_4_bar_0_bar_45)
  (pickupable Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51)
  (cleanable Cloth_bar__minus_00_dot_85_bar__minus_01_dot_68_bar__plus_01_dot_51)
  (objectType SoapBottle_bar__minus_02_dot_25_bar__plus_00_dot_42_bar__minus_01_dot_61 SoapBottleType)
  (inReceptacle SoapBottle_bar__minus_02_dot_25_bar__plus_00_dot_42_bar__minus_01_dot_61 Shelf_bar__plus_00_dot_53_bar__plus_01_dot_65_bar__minus_00_dot_98)
  (objectAtLocation SoapBottle_bar__minus_02_dot_25_bar__plus_00_dot_42_bar__minus_01_dot_61 loc_bar_2_bar__minus_3_bar_1_bar_15)
  (pickupable SoapBottle_bar__minus_02_dot_25_bar__plus_00_dot_42_bar__minus_01_dot_61)
  (objectType SprayBottle_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_40 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_40 Sink_bar__minus_01_dot_99_bar__plus_01_dot_06_bar__plus_01_dot_36_bar_SinkBasin)
  (objectAtLocation SprayBottle_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_40 loc_bar_6_bar__minus_8_bar_3_bar_45)
  (pickupable SprayBottle_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_40)
  (objectType Towel_bar__plus_01_dot_13_bar__minus_00_dot_73_bar__plus_01_dot_98 TowelType)
  (inReceptacle Towel_bar__plus_01_dot_13_bar__minus_00_dot_73_bar__plus_01_dot_98 CounterTop_bar__plus_00_dot_34_bar__plus_00_dot_51_bar__plus_00_dot_96)
  (objectAtLocation Towel_bar__plus_01_dot_13_bar__minus_00_dot_73_bar__plus_01_dot_98 loc_bar__minus_2_bar_7_bar_3_bar_15)
  (pickupable Towel_bar__plus_01_dot_13_bar__minus_00_dot_73_bar__plus_01_dot_98)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 SoapBarType)
                    (receptacleType ?r CabinetType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 SoapBarType)
                            (receptacleType ?r CabinetType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
