(define (problem plan_trial_H00017_cloth_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TowelType - otype
  CounterTopType - rtype
  DrawerType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49 - object
  SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_09_bar__plus_01_dot_73 - object
  SprayBottle_bar__minus_01_dot_94_bar__plus_01_dot_55_bar__plus_02_dot_44 - object
  Towel_bar__minus_00_dot_33_bar__minus_00_dot_17_bar__minus_00_dot_05 - object
  Sink_bar__plus_01_dot_81_bar__minus_01_dot_47_bar__minus_01_dot_23_bar_SinkBasin - receptacle
  Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20 - receptacle
  CounterTop_bar__minus_01_dot_32_bar__plus_01_dot_92_bar__minus_00_dot_75 - receptacle
  TowelHolder_bar__plus_01_dot_97_bar__minus_01_dot_31_bar__minus_02_dot_14 - receptacle
  Toilet_bar__plus_02_dot_32_bar__minus_02_dot_03_bar__minus_00_dot_92 - receptacle
  loc_bar_0_bar_0_bar_2_bar_0 - location
  loc_bar_1_bar_4_bar_0_bar_45 - location
  loc_bar_2_bar__minus_5_bar_0_bar_15 - location
  loc_bar_7_bar__minus_8_bar_1_bar_15 - location
  loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
  loc_bar__minus_8_bar__minus_3_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar_4_bar_0_bar_45)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TowelType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType SprayBottleType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType Sink_bar__plus_01_dot_81_bar__minus_01_dot_47_bar__minus_01_dot_23_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_81_bar__minus_01_dot_47_bar__minus_01_dot_23_bar_SinkBasin loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
  (receptacleType Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20 loc_bar_2_bar__minus_5_bar_0_bar_15)
  (openable Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20)
  (receptacleType CounterTop_bar__minus_01_dot_32_bar__plus_01_dot_92_bar__minus_00_dot_75 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_32_bar__plus_01_dot_92_bar__minus_00_dot_75 loc_bar_7_bar__minus_8_bar_1_bar_15)
  (receptacleType TowelHolder_bar__plus_01_dot_97_bar__minus_01_dot_31_bar__minus_02_dot_14 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_97_bar__minus_01_dot_31_bar__minus_02_dot_14 loc_bar_0_bar_0_bar_2_bar_0)
  (receptacleType Toilet_bar__plus_02_dot_32_bar__minus_02_dot_03_bar__minus_00_dot_92 ToiletType)
  (receptacleAtLocation Toilet_bar__plus_02_dot_32_bar__minus_02_dot_03_bar__minus_00_dot_92 loc_bar__minus_8_bar__minus_3_bar_2_bar_30)
  (objectType Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49 ClothType)
  (inReceptacle Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49 Toilet_bar__plus_02_dot_32_bar__minus_02_dot_03_bar__minus_00_dot_92)
  (objectAtLocation Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49 loc_bar__minus_8_bar__minus_3_bar_2_bar_30)
  (pickupable Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49)
  (cleanable Cloth_bar__plus_01_dot_60_bar__minus_00_dot_63_bar__minus_00_dot_49)
  (objectType SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_09_bar__plus_01_dot_73 SoapBottleType)
  (inReceptacle SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_09_bar__plus_01_dot_73 Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20)
  (objectAtLocation SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_09_bar__plus_01_dot_73 loc_bar_2_bar__minus_5_bar_0_bar_15)
  (pickupable SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_09_bar__plus_01_dot_73)
  (objectType SprayBottle_bar__minus_01_dot_94_bar__plus_01_dot_55_bar__plus_02_dot_44 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_01_dot_94_bar__plus_01_dot_55_bar__plus_02_dot_44 Toilet_bar__plus_02_dot_32_bar__minus_02_dot_03_bar__minus_00_dot_92)
  (objectAtLocation SprayBottle_bar__minus_01_dot_94_bar__plus_01_dot_55_bar__plus_02_dot_44 loc_bar__minus_8_bar__minus_3_bar_2_bar_30)
  (pickupable SprayBottle_bar__minus_01_dot_94_bar__plus_01_dot_55_bar__plus_02_dot_44)
  (objectType Towel_bar__minus_00_dot_33_bar__minus_00_dot_17_bar__minus_00_dot_05 TowelType)
  (inReceptacle Towel_bar__minus_00_dot_33_bar__minus_00_dot_17_bar__minus_00_dot_05 Drawer_bar__minus_00_dot_77_bar__plus_02_dot_26_bar__plus_00_dot_20)
  (objectAtLocation Towel_bar__minus_00_dot_33_bar__minus_00_dot_17_bar__minus_00_dot_05 loc_bar_2_bar__minus_5_bar_0_bar_15)
  (pickupable Towel_bar__minus_00_dot_33_bar__minus_00_dot_17_bar__minus_00_dot_05)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r CounterTopType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
