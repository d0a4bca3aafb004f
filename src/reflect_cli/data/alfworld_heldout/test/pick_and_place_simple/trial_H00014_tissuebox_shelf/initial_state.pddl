(define (problem plan_trial_H00014_tissuebox_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  ClothType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  TissueBox_bar__plus_00_dot_84_bar__minus_02_dot_44_bar__minus_01_dot_07 - object
  SprayBottle_bar__minus_00_dot_06_bar__minus_02_dot_16_bar__plus_01_dot_47 - object
  SoapBottle_bar__plus_02_dot_17_bar__minus_02_dot_13_bar__plus_02_dot_37 - object
  Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96 - object
  Towel_bar__plus_01_dot_93_bar__minus_02_dot_41_bar__plus_01_dot_06 - object
  SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26 - object
  TowelHolder_bar__plus_01_dot_28_bar__minus_01_dot_65_bar__minus_02_dot_32 - receptacle
  Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29 - receptacle
  Sink_bar__minus_00_dot_73_bar__plus_02_dot_40_bar__plus_02_dot_20_bar_SinkBasin - receptacle
  Toilet_bar__plus_00_dot_57_bar__plus_01_dot_46_bar__plus_00_dot_50 - receptacle
  CounterTop_bar__plus_02_dot_29_bar__plus_00_dot_06_bar__minus_00_dot_56 - receptacle
  Shelf_bar__plus_01_dot_44_bar__plus_01_dot_28_bar__minus_01_dot_44 - receptacle
  loc_bar_4_bar__minus_1_bar_0_bar_60 - location
  loc_bar_4_bar__minus_3_bar_0_bar_15 - location
  loc_bar_7_bar__minus_2_bar_2_bar_0 - location
  loc_bar_7_bar__minus_8_bar_0_bar_30 - location
  loc_bar__minus_1_bar_3_bar_0_bar_15 - location
  loc_bar__minus_6_bar__minus_2_bar_1_bar_45 - location
  loc_bar__minus_7_bar_6_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_2_bar_2_bar_0)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType TowelType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain TowelHolderType ClothType)
  (canContain TowelHolderType TowelType)
  (receptacleType TowelHolder_bar__plus_01_dot_28_bar__minus_01_dot_65_bar__minus_02_dot_32 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_28_bar__minus_01_dot_65_bar__minus_02_dot_32 loc_bar__minus_1_bar_3_bar_0_bar_15)
  (receptacleType Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29 loc_bar_7_bar__minus_8_bar_0_bar_30)
  (openable Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29)
  (receptacleType Sink_bar__minus_00_dot_73_bar__plus_02_dot_40_bar__plus_02_dot_20_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_73_bar__plus_02_dot_40_bar__plus_02_dot_20_bar_SinkBasin loc_bar_4_bar__minus_3_bar_0_bar_15)
  (receptacleType Toilet_bar__plus_00_dot_57_bar__plus_01_dot_46_bar__plus_00_dot_50 ToiletType)
  (receptacleAtLocation Toilet_bar__plus_00_dot_57_bar__plus_01_dot_46_bar__plus_00_dot_50 loc_bar__minus_6_bar__minus_2_bar_1_bar_45)
  (receptacleType CounterTop_bar__plus_02_dot_29_bar__plus_00_dot_06_bar__minus_00_dot_56 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_29_bar__plus_00_dot_06_bar__minus_00_dot_56 loc_bar_4_bar__minus_1_bar_0_bar_60)
  (receptacleType Shelf_bar__plus_01_dot_44_bar__plus_01_dot_28_bar__minus_01_dot_44 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_44_bar__plus_01_dot_28_bar__minus_01_dot_44 loc_bar__minus_7_bar_6_bar_1_bar_60)
  (objectType TissueBox_bar__plus_00_dot_84_bar__minus_02_dot_44_bar__minus_01_dot_07 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_00_dot_84_bar__minus_02_dot_44_bar__minus_01_dot_07 CounterTop_bar__plus_02_dot_29_bar__plus_00_dot_06_bar__minus_00_dot_56)
  (objectAtLocation TissueBox_bar__plus_00_dot_84_bar__minus_02_dot_44_bar__minus_01_dot_07 loc_bar_4_bar__minus_1_bar_0_bar_60)
  (pickupable TissueBox_bar__plus_00_dot_84_bar__minus_02_dot_44_bar__minus_01_dot_07)
  (objectType SprayBottle_bar__minus_00_dot_06_bar__minus_02_dot_16_bar__plus_01_dot_47 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_00_dot_06_bar__minus_02_dot_16_bar__plus_01_dot_47 Toilet_bar__plus_00_dot_57_bar__plus_01_dot_46_bar__plus_00_dot_50)
  (objectAtLocation SprayBottle_bar__minus_00_dot_06_bar__minus_02_dot_16_bar__plus_01_dot_47 loc_bar__minus_6_bar__minus_2_bar_1_bar_45)
  (pickupable SprayBottle_bar__minus_00_dot_06_bar__minus_02_dot_16_bar__plus_01_dot_47)
  (objectType SoapBottle_bar__plus_02_dot_17_bar__minus_02_dot_13_bar__plus_02_dot_37 SoapBottleType)
  (inReceptacle SoapBottle_bar__plus_02_dot_17_bar__minus_02_dot_13_bar__plus_02_dot_37 Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29)
  (objectAtLocation SoapBottle_bar__plus_02_dot_17_bar__minus_02_dot_13_bar__plus_02_dot_37 loc_bar_7_bar__minus_8_bar_0_bar_30)
  (pickupable SoapBottle_bar__plus_02_dot_17_bar__minus_02_dot_13_bar__plus_02_dot_37)
  (objectType Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96 ClothType)
  (inReceptacle Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96 Toilet_bar__plus_00_dot_57_bar__plus_01_dot_46_bar__plus_00_dot_50)
  (objectAtLocation Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96 loc_bar__minus_6_bar__minus_2_bar_1_bar_45)
  (pickupable Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96)
  (cleanable Cloth_bar__plus_01_dot_57_bar__plus_01_dot_97_bar__plus_00_dot_96)
  (objectType Towel_bar__plus_01_dot_93_bar__minus_02_dot_41_bar__plus_01_dot_06 TowelType)
  (inReceptacle Towel_bar__plus_01_dot_93_bar__minus_02_dot_41_bar__plus_01_dot_06 TowelHolder_bar__plus_01_dot_28_bar__minus_01_dot_65_bar__minus_02_dot_32)
  (objectAtLocation Towel_bar__plus_01_dot_93_bar__minus_02_dot_41_bar__plus_01_dot_06 loc_bar__minus_1_bar_3_bar_0_bar_15)
  (pickupable Towel_bar__plus_01_dot_93_bar__minus_02_dot_41_bar__plus_01_dot_06)
  (objectType SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26 Cabinet_bar__minus_01_dot_65_bar__plus_02_dot_24_bar__minus_00_dot_29)
  (objectAtLocation SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26 loc_bar_7_bar__minus_8_bar_0_bar_30)
  (pickupable SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26)
  (cleanable SoapBar_bar__plus_01_dot_84_bar__minus_00_dot_04_bar__minus_02_dot_26)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TissueBoxType)
                    (receptacleType ?r ShelfType)
                )
            )
        )
    )
)
)
