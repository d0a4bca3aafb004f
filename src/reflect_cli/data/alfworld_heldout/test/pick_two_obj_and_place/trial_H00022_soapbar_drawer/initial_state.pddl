(define (problem plan_trial_H00022_soapbar_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23 - object
  SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77 - object
  Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40 - object
  Candle_bar__plus_01_dot_91_bar__plus_02_dot_31_bar__plus_00_dot_63 - object
  SprayBottle_bar__plus_01_dot_59_bar__plus_00_dot_70_bar__minus_01_dot_89 - object
  Towel_bar__plus_01_dot_23_bar__plus_00_dot_26_bar__plus_01_dot_45 - object
  Drawer_bar__plus_01_dot_37_bar__minus_02_dot_20_bar__minus_00_dot_58 - receptacle
  GarbageCan_bar__minus_01_dot_05_bar__minus_01_dot_51_bar__minus_01_dot_19 - receptacle
  Cabinet_bar__plus_00_dot_54_bar__plus_01_dot_83_bar__plus_01_dot_23 - receptacle
  Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin - receptacle
  CounterTop_bar__minus_00_dot_50_bar__plus_02_dot_05_bar__minus_00_dot_57 - receptacle
  TowelHolder_bar__plus_00_dot_34_bar__plus_01_dot_94_bar__minus_00_dot_02 - receptacle
  loc_bar_1_bar_6_bar_1_bar_45 - location
  loc_bar_2_bar__minus_4_bar_3_bar_0 - location
  loc_bar_7_bar__minus_2_bar_1_bar_0 - location
  loc_bar_8_bar_7_bar_3_bar_15 - location
  loc_bar__minus_1_bar_2_bar_1_bar_60 - location
  loc_bar__minus_5_bar__minus_4_bar_0_bar_45 - location
  loc_bar__minus_8_bar__minus_2_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_2_bar_1_bar_0)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TowelType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType Drawer_bar__plus_01_dot_37_bar__minus_02_dot_20_bar__minus_00_dot_58 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__minus_02_dot_20_bar__minus_00_dot_58 loc_bar_2_bar__minus_4_bar_3_bar_0)
  (openable Drawer_bar__plus_01_dot_37_bar__minus_02_dot_20_bar__minus_00_dot_58)
  (receptacleType GarbageCan_bar__minus_01_dot_05_bar__minus_01_dot_51_bar__minus_01_dot_19 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_05_bar__minus_01_dot_51_bar__minus_01_dot_19 loc_bar_1_bar_6_bar_1_bar_45)
  (receptacleType Cabinet_bar__plus_00_dot_54_bar__plus_01_dot_83_bar__plus_01_dot_23 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_00_dot_54_bar__plus_01_dot_83_bar__plus_01_dot_23 loc_bar__minus_8_bar__minus_2_bar_1_bar_60)
  (openable Cabinet_bar__plus_00_dot_54_bar__plus_01_dot_83_bar__plus_01_dot_23)
  (receptacleType Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin loc_bar_8_bar_7_bar_3_bar_15)
  (receptacleType CounterTop_bar__minus_00_dot_50_bar__plus_02_dot_05_bar__minus_00_dot_57 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_50_bar__plus_02_dot_05_bar__minus_00_dot_57 loc_bar__minus_1_bar_2_bar_1_bar_60)
  (receptacleType TowelHolder_bar__plus_00_dot_34_bar__plus_01_dot_94_bar__minus_00_dot_02 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_00_dot_34_bar__plus_01_dot_94_bar__minus_00_dot_02 loc_bar__minus_5_bar__minus_4_bar_0_bar_45)
  (objectType SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23 SoapBarType)
  (inReceptacle SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23 Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin)
  (objectAtLocation SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23 loc_bar_8_bar_7_bar_3_bar_15)
  (pickupable SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23)
  (cleanable SoapBar_bar__minus_00_dot_20_bar__minus_01_dot_20_bar__minus_00_dot_23)
  (objectType SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77 SoapBarType)
  (inReceptacle SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77 Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin)
  (objectAtLocation SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77 loc_bar_8_bar_7_bar_3_bar_15)
  (pickupable SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77)
  (cleanable SoapBar_bar__plus_00_dot_81_bar__plus_00_dot_12_bar__minus_01_dot_77)
  (objectType Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40 ClothType)
  (inReceptacle Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40 CounterTop_bar__minus_00_dot_50_bar__plus_02_dot_05_bar__minus_00_dot_57)
  (objectAtLocation Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40 loc_bar__minus_1_bar_2_bar_1_bar_60)
  (pickupable Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40)
  (cleanable Cloth_bar__plus_01_dot_41_bar__plus_01_dot_64_bar__minus_01_dot_40)
  (objectType Candle_bar__plus_01_dot_91_bar__plus_02_dot_31_bar__plus_00_dot_63 CandleType)
  (inReceptacle Candle_bar__plus_01_dot_91_bar__plus_02_dot_31_bar__plus_00_dot_63 GarbageCan_bar__minus_01_dot_05_bar__minus_01_dot_51_bar__minus_01_dot_19)
  (objectAtLocation Candle_bar__plus_01_dot_91_bar__plus_02_dot_31_bar__plus_00_dot_63 loc_bar_1_bar_6_bar_1_bar_45)
  (pickupable Candle_bar__plus_01_dot_91_bar__plus_02_dot_31_bar__plus_00_dot_63)
  (objectType SprayBottle_bar__plus_01_dot_59_bar__plus_00_dot_70_bar__minus_01_dot_89 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_01_dot_59_bar__plus_00_dot_70_bar__minus_01_dot_89 Cabinet_bar__plus_00_dot_54_bar__plus_01_dot_83_bar__plus_01_dot_23)
  (objectAtLocation SprayBottle_bar__plus_01_dot_59_bar__plus_00_dot_70_bar__minus_01_dot_89 loc_bar__minus_8_bar__minus_2_bar_1_bar_60)
  (pickupable SprayBottle_bar__plus_01_dot_59_bar__plus_00_dot_70_bar__minus_01_dot_89)
  (objectType Towel_bar__plus_01_dot_23_bar__plus_00_dot_26_bar__plus_01_dot_45 TowelType)
  (inReceptacle Towel_bar__plus_01_dot_23_bar__plus_00_dot_26_bar__plus_01_dot_45 Sink_bar__minus_01_dot_95_bar__minus_00_dot_77_bar__minus_00_dot_57_bar_SinkBasin)
  (objectAtLocation Towel_bar__plus_01_dot_23_bar__plus_00_dot_26_bar__plus_01_dot_45 loc_bar_8_bar_7_bar_3_bar_15)
  (pickupable Towel_bar__plus_01_dot_23_bar__plus_00_dot_26_bar__plus_01_dot_45)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 SoapBarType)
                    (receptacleType ?r DrawerType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 SoapBarType)
                            (receptacleType ?r DrawerType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
