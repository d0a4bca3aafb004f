(define (problem plan_trial_H00010_cloth_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  CabinetType - rtype
  CounterTopType - rtype
  GarbageCanType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74 - object
  Candle_bar__minus_02_dot_00_bar__plus_00_dot_67_bar__plus_01_dot_96 - object
  SprayBottle_bar__plus_00_dot_56_bar__plus_01_dot_39_bar__plus_01_dot_77 - object
  SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64 - object
  TissueBox_bar__plus_00_dot_17_bar__minus_00_dot_09_bar__minus_00_dot_35 - object
  TowelHolder_bar__plus_01_dot_43_bar__minus_01_dot_30_bar__plus_02_dot_42 - receptacle
  GarbageCan_bar__minus_01_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_01 - receptacle
  Cabinet_bar__minus_00_dot_29_bar__plus_02_dot_01_bar__minus_01_dot_27 - receptacle
  Toilet_bar__minus_01_dot_10_bar__plus_02_dot_18_bar__plus_01_dot_36 - receptacle
  CounterTop_bar__minus_02_dot_48_bar__minus_00_dot_50_bar__plus_00_dot_71 - receptacle
  Sink_bar__minus_01_dot_35_bar__plus_00_dot_77_bar__minus_01_dot_59_bar_SinkBasin - receptacle
  loc_bar_1_bar_7_bar_2_bar_0 - location
  loc_bar_3_bar_0_bar_3_bar_60 - location
  loc_bar_4_bar__minus_4_bar_3_bar_15 - location
  loc_bar_7_bar_1_bar_1_bar_30 - location
  loc_bar_7_bar_3_bar_3_bar_0 - location
  loc_bar_7_bar__minus_8_bar_0_bar_45 - location
  loc_bar__minus_8_bar_4_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar_7_bar_2_bar_0)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain ToiletType CandleType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain TowelHolderType ClothType)
  (receptacleType TowelHolder_bar__plus_01_dot_43_bar__minus_01_dot_30_bar__plus_02_dot_42 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_43_bar__minus_01_dot_30_bar__plus_02_dot_42 loc_bar_4_bar__minus_4_bar_3_bar_15)
  (receptacleType GarbageCan_bar__minus_01_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_01 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_01 loc_bar_7_bar_3_bar_3_bar_0)
  (receptacleType Cabinet_bar__minus_00_dot_29_bar__plus_02_dot_01_bar__minus_01_dot_27 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_29_bar__plus_02_dot_01_bar__minus_01_dot_27 loc_bar_7_bar_1_bar_1_bar_30)
  (openable Cabinet_bar__minus_00_dot_29_bar__plus_02_dot_01_bar__minus_01_dot_27)
  (receptacleType Toilet_bar__minus_01_dot_10_bar__plus_02_dot_18_bar__plus_01_dot_36 ToiletType)
  (receptacleAtLocation Toilet_bar__minus_01_dot_10_bar__plus_02_dot_18_bar__plus_01_dot_36 loc_bar_7_bar__minus_8_bar_0_bar_45)
  (receptacleType CounterTop_bar__minus_02_dot_48_bar__minus_00_dot_50_bar__plus_00_dot_71 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_48_bar__minus_00_dot_50_bar__plus_00_dot_71 loc_bar_3_bar_0_bar_3_bar_60)
  (receptacleType Sink_bar__minus_01_dot_35_bar__plus_00_dot_77_bar__minus_01_dot_59_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_35_bar__plus_00_dot_77_bar__minus_01_dot_59_bar_SinkBasin loc_bar__minus_8_bar_4_bar_3_bar_30)
  (objectType Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74 ClothType)
  (inReceptacle Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74 Toilet_bar__minus_01_dot_10_bar__plus_02_dot_18_bar__plus_01_dot_36)
  (objectAtLocation Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74 loc_bar_7_bar__minus_8_bar_0_bar_45)
  (pickupable Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74)
  (cleanable Cloth_bar__minus_00_dot_22_bar__minus_02_dot_49_bar__plus_01_dot_74)
  (objectType Candle_bar__minus_02_dot_00_bar__plus_00_dot_67_bar__plus_01_dot_96 CandleType)
  (inReceptacle Candle_bar__minus_02_dot_00_bar__plus_00_dot_67_bar__plus_01_dot_96 GarbageCan_bar__minus_01_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_01)
  (objectAtLocation Candle_bar__minus_02_dot_00_bar__plus_00_dot_67_bar__plus_01_dot_96 loc_bar_7_bar_3_bar_3_bar_0)
  (pickupable Candle_bar__minus_02_dot_00_bar__plus_00_dot_67_bar__plus_01_dot_96)
  (objectType SprayBottle_bar__plus_00_dot_56_bar__plus_01_dot_39_bar__plus_01_dot_77 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_00_dot_56_bar__plus_01_dot_39_bar__plus_01_dot_77 Toilet_bar__minus_01_dot_10_bar__plus_02_dot_18_bar__plus_01_dot_36)
  (objectAtLocation SprayBottle_bar__plus_00_dot_56_bar__plus_01_dot_39_bar__plus_01_dot_77 loc_bar_7_bar__minus_8_bar_0_bar_45)
  (pickupable SprayBottle_bar__plus_00_dot_56_bar__plus_01_dot_39_bar__plus_01_dot_77)
  (objectType SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64 SoapBarType)
  (inReceptacle SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64 Cabinet_bar__minus_00_dot_29_bar__plus_02_dot_01_bar__minus_01_dot_27)
  (objectAtLocation SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64 loc_bar_7_bar_1_bar_1_bar_30)
  (pickupable SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64)
  (cleanable SoapBar_bar__plus_02_dot_35_bar__plus_01_dot_94_bar__minus_00_dot_64)
  (objectType TissueBox_bar__plus_00_dot_17_bar__minus_00_dot_09_bar__minus_00_dot_35 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_00_dot_17_bar__minus_00_dot_09_bar__minus_00_dot_35 GarbageCan_bar__minus_01_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_01)
  (objectAtLocation TissueBox_bar__plus_00_dot_17_bar__minus_00_dot_09_bar__minus_00_dot_35 loc_bar_7_bar_3_bar_3_bar_0)
  (pickupable TissueBox_bar__plus_00_dot_17_bar__minus_00_dot_09_bar__minus_00_dot_35)
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
